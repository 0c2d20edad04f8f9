// Our own main for the MPPI optimizer (not the repository's code): it does
// what MPPILocalPlannerROS does (src/mppi_local_planner_ros.cpp): initialize
// the optimizer on a costmap, then evalControl on the robot's pose, speed and
// a transformed plan, and the visualizer's getOptimizedTrajectory. ROS is
// replaced by the minimal declarations of the manifest's port (an empty
// costmap); the plan is a synthetic straight line instead of a ROS topic.
#include <mppi_local_planner/optimizer.hpp>

#include <cstdio>

static nav_msgs::Path straightPlan(double x0, double y0, double length, double step)
{
    nav_msgs::Path plan;
    plan.header.frame_id = "odom";
    for (double s = 0.0; s <= length + 1e-9; s += step) {
        geometry_msgs::PoseStamped p;
        p.header.frame_id = "odom";
        p.pose.position.x = x0 + s;
        p.pose.position.y = y0 + 0.1 * s;
        p.pose.orientation.z = 0.0499;  // yaw ~0.1 rad
        p.pose.orientation.w = 0.9988;
        plan.poses.push_back(p);
    }
    return plan;
}

int main()
{
    ros::NodeHandle nh;
    costmap_2d::Costmap2DROS costmap_ros;
    mppi::Optimizer optimizer;
    optimizer.initialize(&nh, "MPPILocalPlannerROS", &costmap_ros);

    geometry_msgs::PoseStamped robot_pose;
    robot_pose.header.frame_id = "odom";
    geometry_msgs::Twist robot_speed;
    robot_speed.linear.x = 0.3;
    robot_speed.angular.z = 0.05;

    // Far from the goal: the path critics score; then near it: the goal critics.
    const nav_msgs::Path far_plan = straightPlan(0.0, 0.0, 3.0, 0.05);
    const nav_msgs::Path near_plan = straightPlan(0.0, 0.0, 0.3, 0.05);
    double sum = 0.0;
    for (int i = 0; i < 3; ++i) {
        auto cmd = optimizer.evalControl(robot_pose, robot_speed, i < 2 ? far_plan : near_plan);
        sum += cmd.twist.linear.x + cmd.twist.angular.z;
        xt::xtensor<float, 2> traj = optimizer.getOptimizedTrajectory();
        sum += traj(traj.shape(0) - 1, 0);
        sum += optimizer.getGeneratedTrajectories().x(0, 0);
    }
    optimizer.setSpeedLimit(50.0, true);
    auto cmd = optimizer.evalControl(robot_pose, robot_speed, far_plan);
    sum += cmd.twist.linear.x;
    optimizer.reset();
    std::printf("ok %f\n", sum);
    return 0;
}
